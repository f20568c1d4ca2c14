import { useTranslation } from 'react-i18next';
import { useOrderSelector, useOrderSend } from '../../../shell/OrderFormContext.tsx';
import { RadioGroup } from '../../../ui/index.ts';

/** The product step's first question (spec section 2): is there an old or a new connection. */
export function ConnectionQuestion() {
  const { t } = useTranslation();
  const send = useOrderSend();
  const oldConnection = useOrderSelector((snapshot) => snapshot.context.form.connection.oldConnection);
  return (
    <RadioGroup
      legend={t('connection.question')}
      name="oldConnection"
      value={oldConnection === null ? '' : oldConnection ? 'old' : 'new'}
      onChange={(value) => send({ type: 'field.changed', section: 'connection', path: 'oldConnection', value: value === 'old' })}
      options={[
        { value: 'new', label: t('connection.new') },
        { value: 'old', label: t('connection.old') },
      ]}
    />
  );
}
