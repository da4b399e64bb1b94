import { CONTRACT_TEXTS } from './contracts.texts';

/** The single card shown when no contracts can be loaded (spec section 8). */
export function ContractsFallbackCard({ explanation, issuesUrl }: { readonly explanation: string; readonly issuesUrl: string }) {
  return (
    <article className="contract-card contract-fallback" role="alert" aria-labelledby="contracts-fallback-title">
      <h2 id="contracts-fallback-title" className="contract-title">
        {CONTRACT_TEXTS.fallbackTitle}
      </h2>
      <p>{explanation}</p>
      <a href={issuesUrl} target="_blank" rel="noopener noreferrer">
        {CONTRACT_TEXTS.fallbackLink}
      </a>
    </article>
  );
}
