import Grid from '@mui/material/Grid';
import type { SxProps, Theme } from '@mui/material/styles';
import { rules } from '@newsroom/config';
import type { ComponentType, ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  SelectInput,
  TextInput,
  type AutocompleteInputProps,
  type BooleanInputProps,
  type DateInputProps,
  type NumberInputProps,
  type SelectInputProps,
  type TextInputProps,
} from 'react-admin';
import { MoneyInput, type MoneyInputProps } from '@/components/MoneyInput';
import { check } from '@/components/validators';

/** Widths in the tabs' grids: a whole row, half of it or a third on wide screens, a whole row on narrow ones. */
export const full = 12;
export const half = { xs: 12, md: 6 };
export const third = { xs: 12, md: 4 };

/** The length limit of a text field: the shared rule the server applies too. */
export const maxLength = (length: number) => check(rules.maxLength(length));

interface InputKinds {
  text: TextInputProps;
  number: NumberInputProps;
  /** An amount in euro cents, typed in the user's way ("45,50"). */
  money: MoneyInputProps;
  select: SelectInputProps;
  autocomplete: AutocompleteInputProps;
  date: DateInputProps;
  boolean: BooleanInputProps;
}
type Kind = keyof InputKinds;

/** A cell's width: 12 columns are a whole row. */
export type Width = number | { xs: number; md: number };

/** One input of a tab's grid, as data: which input, its width and the input's own props. */
export type GridField = { [K in Kind]: { kind: K; width: Width } & InputKinds[K] }[Kind];

const INPUTS: { [K in Kind]: ComponentType<InputKinds[K]> } = {
  text: TextInput,
  number: NumberInput,
  money: MoneyInput,
  select: SelectInput,
  autocomplete: AutocompleteInput,
  date: DateInput,
  boolean: BooleanInput,
};

/**
 * The inputs of a profile tab in rows (two or three side by side on wide screens), each described once as
 * data; `children` are cells of their own after them. Every input fills its cell (a switch ignores that).
 */
export const FieldGrid = ({
  fields,
  sx,
  children,
}: {
  fields: GridField[];
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) => (
  <Grid container columnSpacing={2} sx={sx}>
    {fields.map(({ kind, width, ...props }) => {
      // The kind and its props come as a pair (GridField), which TypeScript cannot follow through the lookup.
      const Input = INPUTS[kind] as ComponentType<typeof props>;
      return (
        <Grid key={props.source} size={width}>
          <Input fullWidth {...props} />
        </Grid>
      );
    })}
    {children}
  </Grid>
);
