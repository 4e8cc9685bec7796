import Button, { type ButtonProps } from '@mui/material/Button';

/** The header's and the phone menu's Get a Demo: a link to the page with the dialog open (`?demo`),
 *  which works before the app runs and without it; once the app runs, a click opens the dialog in
 *  place instead. */
export function GetDemoLink({
  href,
  onOpen,
  ...props
}: { href: string; onOpen: () => void } & Omit<ButtonProps, 'href' | 'onClick' | 'children'>) {
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
      Get a Demo
    </Button>
  );
}
