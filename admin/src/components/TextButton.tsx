import MuiButton, { type ButtonProps } from '@mui/material/Button';
import { useTranslate } from 'react-admin';

export type TextButtonProps = Omit<ButtonProps, 'children'> & { label: string };

/**
 * A button that keeps its words on every screen. react-admin's Button shows only its icon below 600 px, so one
 * without an icon is an empty square on a phone: use this one for buttons that have no icon.
 */
export const TextButton = ({ label, size = 'small', ...props }: TextButtonProps) => {
  const translate = useTranslate();
  return (
    <MuiButton size={size} {...props}>
      {translate(label, { _: label })}
    </MuiButton>
  );
};
