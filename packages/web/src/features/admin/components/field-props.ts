import type { AdminColumnView, AdminValue } from '@kokpit/shared';

/** What every input of a record form shares: its label, help, error and state. */
export interface CommonFieldProps {
  label: string;
  description: string;
  error?: string;
  disabled: boolean;
  withAsterisk: boolean;
}

/** The props of one column's field in a record form. */
export interface ColumnFieldProps {
  column: AdminColumnView;
  value: AdminValue;
  common: CommonFieldProps;
  onChange: (v: AdminValue) => void;
}
