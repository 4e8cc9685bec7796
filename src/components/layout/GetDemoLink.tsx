import Button, { type ButtonProps } from '@mui/material/Button';
import { useMessages } from '@/i18n/use-messages';

/** The header's and the phone menu's Get a Demo: a link to the page with the dialog open (`?demo`),
 *  which works before the app runs and without it; once the app runs, a click opens the dialog in
 *  place instead. */
export function GetDemoLink({
  href,
  onOpen,
  ...props
}: { href: string; onOpen: () => void } & Omit<ButtonProps, 'href' | 'onClick' | 'children'>) {
  const t = useMessages();
  return (
    <Button
      variant="contained"
      color="secondary"
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {t.layout.getDemo}
    </Button>
  );
}
