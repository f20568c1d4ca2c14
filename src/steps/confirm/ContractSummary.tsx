import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useOrderSelector } from '../../shell/OrderFormContext.tsx';
import { Alert, Button } from '../../ui/index.ts';

/**
 * The contract summary of the order saved so far (`GET contract-summary?lang=`), downloaded under a name that says
 * what it is and for which plan; a failure says so beside the button, which tries again.
 */
export function ContractSummary() {
  const { t } = useTranslation();
  const api = useApi();
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const planCode = useOrderSelector((snapshot) => snapshot.context.plan?.code ?? '');
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const download = async (button: HTMLButtonElement) => {
    setState('pending');
    try {
      const pdf = await api.loadContractSummary({ lang: language });
      const url = URL.createObjectURL(pdf.blob);
      const link = button.ownerDocument.createElement('a');
      link.href = url;
      link.download = `${t('confirm.contractSummaryFile')} ${planCode}.pdf`;
      button.getRootNode().appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="space-y-2">
      <Button
        variant="text"
        pending={state === 'pending'}
        pendingLabel={t('common.loading')}
        onClick={(event) => void download(event.currentTarget)}
      >
        {t('confirm.contractSummary')}
      </Button>
      {state === 'failed' ? <Alert type="error">{t('confirm.contractSummaryFailed')}</Alert> : null}
    </div>
  );
}
