import { PROOF_OF_CONCEPT_LABEL, PROOF_OF_CONCEPT_TEXT } from './shell.texts';

/** The banner that says this is a demonstration (spec section 1). */
export function ProofOfConceptBar() {
  const rest = PROOF_OF_CONCEPT_TEXT.slice(PROOF_OF_CONCEPT_LABEL.length);
  return (
    <div className="poc-bar" role="note" aria-label={PROOF_OF_CONCEPT_TEXT}>
      <strong>{PROOF_OF_CONCEPT_LABEL}</strong>
      {rest}
    </div>
  );
}
