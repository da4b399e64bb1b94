/** Numbered steps, each with a short title and a sentence. */
export function StepList({ steps }: { readonly steps: readonly { readonly title: string; readonly text: string }[] }) {
  return (
    <ol className="step-list">
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="step-title">{step.title}</h3>
            <p className="step-text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
