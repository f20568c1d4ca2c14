import { useTranslation } from 'react-i18next';

const labelKeys: Record<string, string> = {
  oldConnection: 'connection.question',
  'previousTenant.isKnown': 'previousTenant.question',
  'previousTenant.salutation': 'previousTenant.salutation',
  'previousTenant.companyName': 'previousTenant.companyName',
  'previousTenant.firstName': 'previousTenant.firstName',
  'previousTenant.lastName': 'previousTenant.lastName',
  'previousTenant.prefix': 'previousTenant.phone',
  previousEKPID: 'porting.previousProvider',
  'portingNumbers.prefix': 'porting.prefix',
  'portingBlock.nationalDestinationCode': 'porting.block.nationalDestinationCode',
  'portingBlock.directDialling': 'porting.block.directDialling',
  'portingBlock.inquiryTerminal': 'porting.block.inquiryTerminal',
  terminationDate: 'porting.terminationDate',
  wantedDate: 'installation.date',
};

/** The label of a product-step field by its path, as the error summary names it. */
export function useProductLabels(): (path: string) => string {
  const { t } = useTranslation();
  return (path) => {
    const number = /^portingNumbers\.(\d+)\.number$/.exec(path);
    if (number) return t('porting.numberOf', { index: Number(number[1]) + 1 });
    return t(labelKeys[path] ?? path);
  };
}
