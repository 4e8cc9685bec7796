import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button, { type ButtonProps } from '@mui/material/Button';
import { demoOpened } from '@/features/ui/uiSlice';
import { useDemoHref } from '@/features/ui/useDemoHref';
import { useAppDispatch } from '@/lib/data/hooks';

/** A call to action that opens the demo-request dialog, titled with the button's own text: a link
 *  to the page with the dialog open (src/domain/leads/demo-url.ts) until the app runs, then the
 *  dialog in place. */
export function DemoButton({
  label,
  ...props
}: { label: string } & Omit<ButtonProps, 'onClick' | 'children' | 'href'>) {
  const dispatch = useAppDispatch();
  const href = useDemoHref(label);
  return (
    <Button
      variant="contained"
      size="large"
      endIcon={<ArrowForwardIcon aria-hidden="true" />}
      {...props}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        dispatch(demoOpened(label));
      }}
    >
      {label}
    </Button>
  );
}
