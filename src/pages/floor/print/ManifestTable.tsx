/**
 * A manifest's rows as a plain table: thousands of rows are drawn once, without a barcode or a
 * component per cell, and the header repeats on each printed page.
 */
import { Box } from '@mui/material';

export interface ManifestColumn {
  label: string;
  numeric?: boolean;
}

interface Props {
  columns: readonly ManifestColumn[];
  /** Each row's cells, in the columns' order; its first cell is unique (a tracking or box number). */
  rows: readonly (readonly string[])[];
  /** The total row's cells, in the columns' order. */
  totals: readonly string[];
  numberLabel: string;
  totalLabel: string;
}

const TABLE = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
  '& th, & td': { border: '0.2mm solid #999', px: '1.5mm', py: '0.8mm', textAlign: 'left' },
  '& .numeric': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& thead': { display: 'table-header-group' },
  '& tr': { breakInside: 'avoid' },
  '& tfoot td': { fontWeight: 700 },
} as const;

export const ManifestTable = ({ columns, rows, totals, numberLabel, totalLabel }: Props) => {
  const cellsOf = (cells: readonly string[]) =>
    cells.map((cell, index) => (
      <td key={index} className={columns[index]?.numeric ? 'numeric' : undefined}>
        {cell}
      </td>
    ));
  return (
    <Box component="table" sx={TABLE} data-testid="manifest-table">
      <thead>
        <tr>
          <th className="numeric">{numberLabel}</th>
          {columns.map((column) => (
            <th key={column.label} className={column.numeric ? 'numeric' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={cells[0]}>
            <td className="numeric">{row + 1}</td>
            {cellsOf(cells)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="manifest-totals">
          <td>{totalLabel}</td>
          {cellsOf(totals)}
        </tr>
      </tfoot>
    </Box>
  );
};
