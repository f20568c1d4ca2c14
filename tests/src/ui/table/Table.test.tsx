import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from '../../../../src/ui/index.ts';

describe('Table', () => {
  it('is a table named by its caption with column and row headers', () => {
    render(
      <Table
        caption="Verfügbare Anschlüsse"
        columns={[
          { id: 'technology', header: 'Technologie', rowHeader: true },
          { id: 'download', header: 'Download', align: 'end' },
          { id: 'upload', header: 'Upload', align: 'end' },
        ]}
        rows={[
          { id: 'ftth', cells: { technology: 'Glasfaser', download: '1000 Mbit', upload: '500 Mbit' } },
          { id: 'vdsl', cells: { technology: 'VDSL', download: '250 Mbit', upload: '40 Mbit' } },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Verfügbare Anschlüsse' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Technologie', 'Download', 'Upload']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Glasfaser', 'VDSL']);
    expect(within(table).getByRole('row', { name: /VDSL/ }).textContent).toBe('VDSL250 Mbit40 Mbit');
  });
});
