import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildingType } from '../../domain/schemas/connection.ts';
import { needsBuildingDetails } from '../../domain/connectionChanges.ts';
import type { ConnectionLiveField } from '../../domain/validation/connectionRules.ts';
import { Checkbox, Select, TextField } from '../../ui/index.ts';
import { activationErrorsOf, fieldId, useConnectionEvents, useConnectionValue, useFieldError } from '../shared/connectionForm.ts';
import { StepErrorSummary } from '../shared/StepErrorSummary.tsx';
import { useLiveValidation } from '../shared/useLiveValidation.ts';

type TextPath = 'buildingDetail' | 'storey' | 'flatLocation' | 'additionalLocationInfo' | 'technicianContactPhone' | 'lineId' | 'modemId' | 'homeId' | 'houseJunctionBox';

const labelKeys: Record<string, string> = {
  buildingType: 'activation.buildingType.label',
  buildingDetail: 'activation.buildingDetail',
  storey: 'activation.storey',
  flatLocation: 'activation.flatLocation',
  technicianContactPhone: 'activation.technicianContactPhone',
  additionalLocationInfo: 'activation.additionalLocationInfo',
  lineId: 'activation.lineId',
  modemId: 'activation.modemId',
  homeId: 'activation.homeId',
  houseJunctionBox: 'activation.houseJunctionBoxLocation',
};

/**
 * The activation step of TAL plans (spec sections 2, 4, 9): the building type; apartment, office, factory and
 * hospital also building detail, storey and flat location (the houses hide them and send none); a separate
 * phone for the technician; additional location info; line, modem and home id and the house junction box,
 * checked live.
 */
export default function ActivationStep() {
  const { t } = useTranslation();
  const { change, touch } = useConnectionEvents();
  const buildingType = useConnectionValue((c) => c.buildingType);
  const separatePhone = useConnectionValue((c) => c.hasSeparateTechnicianContactPhone);
  const buildingTypeError = useFieldError('activation', 'buildingType');
  const details = needsBuildingDetails(buildingType);
  return (
    <div className="space-y-6" data-part="activation">
      <StepErrorSummary step="activation" errorsOf={activationErrorsOf} fieldIdOf={fieldId} labelOf={(path) => t(labelKeys[path] ?? path)} />
      <h2 className="text-lg font-semibold">{t('activation.title')}</h2>
      <Select
        id={fieldId('buildingType')}
        name="buildingType"
        label={t('activation.buildingType.label')}
        placeholder={t('activation.buildingType.placeholder')}
        required
        value={buildingType ?? ''}
        options={BuildingType.options.map((value) => ({ value, label: t(`activation.buildingType.${value}`) }))}
        onChange={(value) => change('buildingType', value)}
        onBlur={() => touch('buildingType')}
        error={buildingTypeError}
        className="max-w-md"
      />
      {details ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <ActivationText path="buildingDetail" required />
          <ActivationText path="storey" required />
          <ActivationText path="flatLocation" required />
        </div>
      ) : null}
      <ActivationText path="additionalLocationInfo" />
      <Checkbox
        id="connection-hasSeparateTechnicianContactPhone"
        name="hasSeparateTechnicianContactPhone"
        label={t('activation.separateTechnicianPhone')}
        checked={separatePhone}
        onChange={(checked) => change('hasSeparateTechnicianContactPhone', checked)}
      />
      {separatePhone ? <LiveText path="technicianContactPhone" required type="tel" autoComplete="tel" /> : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold">{t('activation.ids')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <LiveText path="lineId" />
          <LiveText path="modemId" />
          <LiveText path="homeId" />
          <LiveText path="houseJunctionBox" />
        </div>
      </fieldset>
    </div>
  );
}

interface TextProps {
  path: TextPath;
  required?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  status?: ReturnType<typeof useLiveValidation>;
}

const ActivationText = memo(function ActivationText({ path, required = false, type = 'text', autoComplete = 'off', status }: TextProps) {
  const { t } = useTranslation();
  const { typeIn, touch } = useConnectionEvents();
  const value = useConnectionValue((c) => c[path]);
  // looked up again only when the language or its messages change (a new `t`), not on each keystroke
  const texts = useMemo(() => ({ label: t(labelKeys[path]!), optional: t('common.optional'), pending: t('live.pending'), valid: t('live.valid') }), [t, path]);
  return (
    <TextField
      id={fieldId(path)}
      name={path}
      type={type}
      label={texts.label}
      required={required}
      optionalLabel={texts.optional}
      autoComplete={autoComplete}
      value={value}
      onChange={(next) => typeIn(path, next)}
      onBlur={() => touch(path)}
      error={useFieldError('activation', path)}
      {...(status ? { status, pendingLabel: texts.pending, validLabel: texts.valid } : {})}
    />
  );
});

/** A field checked live (spec section 7: taeLocation.*, phoneNumberOnActivationDay). */
function LiveText(props: Omit<TextProps, 'status'> & { path: Extract<TextPath, ConnectionLiveField> }) {
  const value = useConnectionValue((c) => c[props.path]);
  const status = useLiveValidation(props.path, value);
  return <ActivationText {...props} status={status} />;
}
