import {
  CONFIRMATIONS,
  canEditHeader,
  OWNER_STATUS_OPTIONS,
  type RoleName,
  SELL_STRATEGY_IDS,
  SELL_STRATEGY_LABELS,
} from '@dealer/domain';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { showConfirm } from '../../../components/confirm-dialog';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useDealTypes } from '../api/get-deal-types';
import { useSaveAffiliate } from '../api/save-affiliate';
import { useSaveDealType } from '../api/save-deal-type';
import { useSaveOwnerStatus } from '../api/save-owner-status';
import { useSaveSellStrategy } from '../api/save-sell-strategy';
import { inspectionDashboardUrl, maturityText, sellStrategyNeedsConfirm } from '../lib/header-view';
import { AssignedUsers } from './assigned-users';
import { ContactBlock } from './contact-block';
import { FieldLabel } from './field-label';
import { FinanceBankField } from './finance-bank-field';
import { HeaderSelect } from './header-select';
import { LeaseAddresses } from './lease-addresses';
import { SmsConsentNote } from './sms-consent-note';

const SELL_STRATEGY_OPTIONS = SELL_STRATEGY_IDS.map((id) => ({ value: id, label: SELL_STRATEGY_LABELS[id] }));
const OWNER_OPTIONS = OWNER_STATUS_OPTIONS.map((o) => ({ value: o.id, label: o.label }));

interface HeaderFieldsProps {
  record: AppraisalDetail;
  roles: readonly RoleName[];
  dealerId: number;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <FieldLabel>{label}</FieldLabel>
      {children}
    </Stack>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** A select's save: the call, then true (the select keeps the value chosen). */
const savedBy =
  (save: { mutateAsync: (next: number | null) => Promise<unknown> }) =>
  async (next: number | null): Promise<boolean> => {
    await save.mutateAsync(next);
    return true;
  };

/** The deal type select, with the dealer's deal types: their answer draws this field alone. */
function DealTypeField({ record, editable }: { record: AppraisalDetail; editable: boolean }) {
  const dealTypes = useDealTypes();
  const saveDealType = useSaveDealType(record.id);
  return (
    <HeaderSelect
      label="Deal type"
      value={record.dealTypeId}
      options={(dealTypes.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      disabled={!editable}
      clearable
      onSave={savedBy(saveDealType)}
    />
  );
}

/**
 * The header record of part 2 section 2.5: contact, assigned users, deal type, affiliate, owner
 * status, sell strategy, finance bank, maturity and the outside links. Every control is disabled
 * on a closed or archived record and for roles that may not write appraisals (canEditHeader).
 */
export function HeaderFields({ record, roles, dealerId }: HeaderFieldsProps) {
  const editable = canEditHeader(roles, record);
  const saveOwner = useSaveOwnerStatus(record.id);
  const saveStrategy = useSaveSellStrategy(record.id);
  const saveAffiliate = useSaveAffiliate(record.id);
  const maturity = maturityText(record);
  const inspectionUrl = inspectionDashboardUrl(record);

  const chooseStrategy = async (next: number | null) => {
    if (sellStrategyNeedsConfirm(record, next) && !(await showConfirm(CONFIRMATIONS.worksheetIncomplete))) return false;
    await saveStrategy.mutateAsync(next);
    return true;
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
      <Stack gap={4}>
        <ContactBlock record={record} roles={roles} />
        <SmsConsentNote record={record} dealerId={dealerId} />
      </Stack>
      <AssignedUsers record={record} roles={roles} dealerId={dealerId} />
      <DealTypeField record={record} editable={editable} />
      <HeaderSelect
        label="Affiliate"
        value={record.affiliateId}
        options={(record.affiliateOptions ?? []).map((a) => ({ value: a.id, label: a.name }))}
        disabled={!editable}
        clearable
        placeholder="None"
        onSave={savedBy(saveAffiliate)}
      />
      <HeaderSelect
        label="Owner status"
        value={record.ownerStatusId}
        options={OWNER_OPTIONS}
        disabled={!editable}
        onSave={savedBy(saveOwner)}
      />
      <HeaderSelect
        label="Sell strategy"
        value={record.sellStrategyStatusId}
        options={SELL_STRATEGY_OPTIONS}
        disabled={!editable}
        onSave={chooseStrategy}
      />
      <FinanceBankField record={record} editable={editable} />
      {maturity ? (
        <Field label="Maturity">
          <Text size="sm">{maturity}</Text>
        </Field>
      ) : null}
      <LeaseAddresses record={record} />
      {inspectionUrl || record.vautoUrl ? (
        <Field label="Links">
          {inspectionUrl ? <ExternalLink href={inspectionUrl}>Inspection dashboard</ExternalLink> : null}
          {record.vautoUrl ? <ExternalLink href={record.vautoUrl}>vAuto appraisal</ExternalLink> : null}
        </Field>
      ) : null}
    </SimpleGrid>
  );
}
