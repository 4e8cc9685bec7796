import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button, { type ButtonProps } from '@mui/material/Button';
import { demoOpened } from '@/features/ui/uiSlice';
import { useAppDispatch } from '@/lib/data/hooks';

/** A call to action that opens the demo-request dialog, titled with the button's own text. */
export function DemoButton({ label, ...props }: { label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="contained"
      size="large"
      endIcon={<ArrowForwardIcon aria-hidden="true" />}
      {...props}
      onClick={() => dispatch(demoOpened(label))}
    >
      {label}
    </Button>
  );
}
