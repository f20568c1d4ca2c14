import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropsConnectionEntries } from '../../../domain/connectionChanges.ts';
import { Alert, RadioGroup } from '../../../ui/index.ts';
import { useOrderActor } from '../../../shell/OrderFormContext.tsx';
import { fieldId, productErrorsOf, useConnectionEvents, useConnectionValue, useFieldError } from '../../shared/connectionForm.ts';
import { StepErrorSummary } from '../../shared/StepErrorSummary.tsx';
import { useProductLabels } from './productLabels.ts';

/**
 * The product step's first question (spec section 2): is there an old or a new connection. A different answer
 * clears porting, provider, dates and previous tenant (spec section 4), and says so when it dropped something
 * entered. Above it, the step's error summary after a failed "next".
 */
export function ConnectionQuestion() {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const actor = useOrderActor();
  // the answer alone: a keystroke elsewhere in the connection does not re-render the question
  const oldConnection = useConnectionValue((c) => c.oldConnection);
  const error = useFieldError('product', 'oldConnection');
  const [dropped, setDropped] = useState(false);
  const labelOf = useProductLabels();
  const choose = (value: string) => {
    const old = value === 'old';
    if (old === oldConnection) return;
    setDropped(dropsConnectionEntries(actor.getSnapshot().context.form.connection, old));
    change('oldConnection', old);
    // An old connection ports its numbers (spec section 4: without porting the step is incomplete).
    if (old) {
      change('isPorting', true);
      change('portingNumbers', [{ prefix: '', number: '' }]);
    }
  };
  return (
    <>
      <StepErrorSummary step="product" errorsOf={productErrorsOf} fieldIdOf={fieldId} labelOf={labelOf} />
      <RadioGroup
        id={fieldId('oldConnection')}
        legend={t('connection.question')}
        name="oldConnection"
        value={oldConnection === null ? '' : oldConnection ? 'old' : 'new'}
        onChange={choose}
        error={error}
        options={[
          { value: 'new', label: t('connection.new') },
          { value: 'old', label: t('connection.old') },
        ]}
      />
      {dropped ? (
        <Alert type="info" className="mt-3" onDismiss={() => setDropped(false)} dismissLabel={t('common.close')}>
          {t('connection.dropped')}
        </Alert>
      ) : null}
    </>
  );
}
