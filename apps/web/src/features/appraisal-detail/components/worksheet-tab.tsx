import {
  allowReadVals,
  canBuy,
  canGround,
  canHandleBids,
  canMakeOffer,
  canRerunValuation,
  canWriteWorksheet,
  type OfferType,
  offerCardState,
  type RoleName,
  resetProposals,
} from '@dealer/domain';
import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { DrawnLater } from '../../../components/drawn-later';
import { MountedOnceOpened } from '../../../components/mounted-once-opened';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useWorksheetActions } from '../hooks/use-worksheet-actions';
import { leavesWorksheet, useWorksheetForm } from '../hooks/use-worksheet-form';
import { useWorksheetParams } from '../hooks/use-worksheet-params';
import { lastOfferOf } from '../lib/last-offer';
import { isManual } from '../lib/valuation-view';
import { cardFigures, headlineFigures } from '../lib/worksheet-figures';
import { worksheetInputOf } from '../lib/worksheet-form';
import { BidPanel } from './bid-panel';
import { ComparablePurchasesPanel } from './comparable-purchases-panel';
import { FeePanel } from './fee-panel';
import { OfferDialog } from './offer-dialog';
import { ValuationPanels } from './valuation-panels';
import { WorksheetActionBar } from './worksheet-action-bar';
import { WorksheetHeadline } from './worksheet-headline';
import notes from './worksheet-notes.module.css';
import { WorksheetOfferCard } from './worksheet-offer-card';

interface WorksheetTabProps {
  record: AppraisalDetail;
  roles: readonly RoleName[];
  dealerId: number;
}

const CARDS: readonly OfferType[] = ['auction', 'retail'];
const FORM_ID = 'worksheet-form';

/**
 * The Vehicle Assessment tab (part 2 section 2.5): payoff, default valuation, total fees and costs
 * and equity; the Wholesale and Retail offer cards; notes; the fee panel and, for admins and
 * acquisition managers, the bidders. Every figure is the domain's, recomputed as the user types.
 */
export function WorksheetTab({ record, roles, dealerId }: WorksheetTabProps) {
  const form = useWorksheetForm(record);
  const params = useWorksheetParams(record.worksheetDefaults?.valuationProvider);
  const actions = useWorksheetActions(record, roles, form);
  const values = useWatch({ control: form.control });
  const ws = worksheetInputOf(values, record);
  const writable = canWriteWorksheet(roles, record);
  const editable = writable && !actions.busy;
  const lease = record.appraisalTypeId === 2;
  const mayDecide = lease ? canBuy(roles, record) : canMakeOffer(roles, record);
  const headline = headlineFigures(
    record,
    ws,
    params.provider,
    params.feeMode,
    record.worksheetDefaults?.highEquityThreshold,
  );
  const cards = { auction: cardFigures(ws, 'auction'), retail: cardFigures(ws, 'retail') };
  const { isDirty } = form.formState;

  const reset = () => {
    const proposals = resetProposals(ws);
    form.setValue('auctionProposal', proposals.auctionProposal, { shouldDirty: true });
    form.setValue('retailProposal', proposals.retailProposal, { shouldDirty: true });
  };

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={isDirty} leaves={leavesWorksheet} />
      <Stack gap="lg">
        <form
          id={FORM_ID}
          aria-label="Vehicle Assessment"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void actions.onSave();
          }}
        >
          <Stack gap="lg">
            <WorksheetHeadline
              figures={headline}
              provider={params.provider}
              feeMode={params.feeMode}
              onProvider={params.setProvider}
              onFeeMode={params.setFeeMode}
              disabled={!editable}
              manualValuation={isManual(record[`${params.provider}ValResult`])}
              ownerStatusId={record.ownerStatusId}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {CARDS.map((card) => (
                <WorksheetOfferCard
                  key={card}
                  card={card}
                  figures={cards[card]}
                  state={offerCardState(record, card)}
                  offerSentAt={record.offerSentAt}
                  lastOffer={lastOfferOf(record, card)}
                  editable={editable}
                  actionable={editable && mayDecide}
                  onAction={() => void (lease ? actions.onBuy(card) : actions.onMakeOffer(card))}
                />
              ))}
            </SimpleGrid>
            <DrawnLater>
              <Textarea
                label="Notes"
                rows={2}
                classNames={notes}
                disabled={!editable}
                error={form.formState.errors.packageNotes?.message}
                {...form.register('packageNotes')}
              />
              <SimpleGrid cols={{ base: 1, md: canHandleBids(roles) ? 2 : 1 }} spacing="lg">
                <FeePanel disabled={!editable} />
                {canHandleBids(roles) ? (
                  <BidPanel dealerId={dealerId} worksheet={ws} disabled={!editable || !canHandleBids(roles, record)} />
                ) : null}
              </SimpleGrid>
            </DrawnLater>
          </Stack>
        </form>
        <MountedOnceOpened opened={actions.offer !== null}>
          {(opened) => (
            <OfferDialog
              record={record}
              type={actions.offer ?? 'auction'}
              opened={opened}
              onClose={actions.closeOffer}
            />
          )}
        </MountedOnceOpened>
        {/* Drawn, and its call made, after the worksheet's first paint. In the worksheet's chunk, not
            one of its own: every chunk's name rides in the entry, which the sign-in page budgets. */}
        {allowReadVals(roles) ? (
          <DrawnLater>
            <ComparablePurchasesPanel
              appraisalId={record.id}
              auctionProposal={cards.auction.proposal}
              retailProposal={cards.retail.proposal}
            />
          </DrawnLater>
        ) : null}
        <DrawnLater>
          <ValuationPanels record={record} canRerun={canRerunValuation(roles, record)} />
        </DrawnLater>
        <WorksheetActionBar
          formId={FORM_ID}
          dirty={isDirty}
          lease={lease}
          editable={editable}
          canGround={canGround(roles, record)}
          busy={actions.busy}
          onGround={() => void actions.onGround()}
          onReset={reset}
        />
      </Stack>
    </FormProvider>
  );
}
