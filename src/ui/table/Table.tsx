import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';

export interface TableColumn {
  id: string;
  header: ReactNode;
  /** Numbers align at the end. */
  align?: 'start' | 'end';
  /** The column that names each row (a row header, th scope="row"). */
  rowHeader?: boolean;
}

export interface TableRow {
  id: string;
  cells: Record<string, ReactNode>;
}

export interface TableProps {
  /** The table's name (e.g. "Verfügbare Anschlüsse"); `captionHidden` keeps it for screen readers only. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  className?: string;
}

/** A data table (e.g. provider availability: technology, download, upload). */
export function Table({ caption, captionHidden, columns, rows, className }: TableProps) {
  const align = (column: TableColumn) => (column.align === 'end' ? 'text-right' : 'text-left');
  return (
    <div className={cx('overflow-x-auto', className)}>
      <table className="w-full border-collapse text-sm">
        <caption className={cx('mb-2 text-left font-semibold text-slate-900', captionHidden && 'sr-only')}>{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cx('px-3 py-2 font-semibold text-slate-800', align(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 last:border-b-0">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={cx('px-3 py-2 font-medium text-slate-900', align(column))}>
                    {row.cells[column.id]}
                  </th>
                ) : (
                  <td key={column.id} className={cx('px-3 py-2 text-slate-800 tabular-nums', align(column))}>
                    {row.cells[column.id]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
