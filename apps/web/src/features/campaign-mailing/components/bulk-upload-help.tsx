import { Table, Text } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';

/**
 * The bulk-upload help table (part 1 section 2): "vin and email (required, names exactly as
 * standard); first_name, last_name, phone_number, mileage, finance_bank, finance_bank_num, year,
 * make, model, trim, maturity_date (yyyy-mm-dd)".
 */
const HELP_ROWS: { column: string; required: boolean; note: string }[] = [
  { column: 'vin', required: true, note: '17 characters; the check digit must match' },
  { column: 'email', required: true, note: 'Where the invitation goes' },
  { column: 'first_name', required: false, note: '' },
  { column: 'last_name', required: false, note: '' },
  { column: 'phone_number', required: false, note: '' },
  { column: 'mileage', required: false, note: 'Whole miles' },
  { column: 'finance_bank', required: false, note: '' },
  { column: 'finance_bank_num', required: false, note: 'Last 4 of SSN or account number' },
  { column: 'year', required: false, note: '' },
  { column: 'make', required: false, note: '' },
  { column: 'model', required: false, note: '' },
  { column: 'trim', required: false, note: '' },
  { column: 'maturity_date', required: false, note: 'yyyy-mm-dd; a row with it gets the lease return form' },
];

export function BulkUploadHelp() {
  return (
    <TableScroll label="Bulk upload help" minWidth={360}>
      <Table withTableBorder striped>
        <Table.Caption>Column names exactly as standard; the first row of the file names the columns.</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Column</Table.Th>
            <Table.Th scope="col">Required</Table.Th>
            <Table.Th scope="col">Format</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {HELP_ROWS.map((r) => (
            <Table.Tr key={r.column}>
              <Table.Td>
                <Text component="code" ff="monospace" size="sm">
                  {r.column}
                </Text>
              </Table.Td>
              <Table.Td>{r.required ? 'Required' : 'Optional'}</Table.Td>
              <Table.Td>{r.note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
