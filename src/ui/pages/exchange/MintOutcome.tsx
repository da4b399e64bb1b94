import { MINT_OUTCOME_TEXTS, mintedText, PREVIEW_TEXTS, VIEW_ITEM_LABEL } from './mint.texts';
import type { MintStage } from './useMintForm';

/**
 * Under the preview: Confirm mint and Edit, then what the mint came to (a link to the item when it has one; the
 * adapter checked its address). Signed out (`signedOutNoteId` names the note saying why), Confirm mint is disabled.
 */
export function MintOutcome({
  stage,
  signedOutNoteId,
  onConfirm,
  onEdit,
}: {
  readonly stage: MintStage;
  readonly signedOutNoteId: string | null;
  readonly onConfirm: () => void;
  readonly onEdit: () => void;
}) {
  if (stage.kind === 'editing') return null;
  const outcome = stage.kind === 'done' ? stage.outcome : null;
  return (
    <div className="exchange-mint-outcome">
      {stage.kind === 'preview' && (
        <div className="exchange-actions">
          <button
            type="button"
            className="exchange-button exchange-button-primary"
            disabled={stage.busy || signedOutNoteId !== null}
            aria-describedby={signedOutNoteId ?? undefined}
            onClick={onConfirm}
          >
            {PREVIEW_TEXTS.confirm}
          </button>
          <button type="button" className="exchange-button" onClick={onEdit}>
            {PREVIEW_TEXTS.edit}
          </button>
        </div>
      )}
      <p className="exchange-mint-note" role="status">
        {stage.kind === 'preview' && stage.busy ? PREVIEW_TEXTS.minting : null}
        {outcome && !outcome.ok ? MINT_OUTCOME_TEXTS[outcome.error.code] : null}
        {outcome?.ok ? mintedText(outcome.value.itemId) : null}
        {outcome?.ok && outcome.value.url ? (
          <>
            {' '}
            <a href={outcome.value.url}>{VIEW_ITEM_LABEL}</a>
          </>
        ) : null}
      </p>
    </div>
  );
}
