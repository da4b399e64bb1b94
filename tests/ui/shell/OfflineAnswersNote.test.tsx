import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryOfflineAnswers } from '../../../src/adapters/memory/memoryOfflineAnswers.adapter';
import { bindOfflineAnswers } from '../../../src/composition/offlineAnswersBindings';
import { OfflineAnswers } from '../../../src/ports/offlineAnswers.port';
import { ContainerContext } from '../../../src/ui/app/containerContext';
import { OfflineAnswersNote } from '../../../src/ui/shell/OfflineAnswersNote';
import { createTestContainer } from '../../support/testContainer';

function renderNote() {
  const { container } = createTestContainer();
  const answers = new MemoryOfflineAnswers('/exchange');
  container.bind(OfflineAnswers).toConstantValue(answers);
  bindOfflineAnswers(container);
  render(
    <ContainerContext.Provider value={container}>
      <OfflineAnswersNote />
    </ContainerContext.Provider>,
  );
  return answers;
}

describe('the offline note', () => {
  it('shows nothing while the page reads fresh answers', () => {
    const answers = renderNote();
    act(() => answers.answer('/api/market', null));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the page shows its data as of its oldest kept answer, in UTC, and goes when the answers are fresh again', () => {
    const answers = renderNote();
    act(() => {
      answers.answer('/api/market', Date.UTC(2026, 10, 29, 14, 30));
      answers.answer('/api/market/activity', Date.UTC(2026, 10, 29, 15, 0));
    });
    const text = screen.getByRole('status').textContent;
    act(() => {
      answers.answer('/api/market', null);
      answers.answer('/api/market/activity', null);
    });
    expect([text, screen.queryByRole('status')]).toEqual(['Offline: this page shows its data as of 2026-11-29 14:30 UTC.', null]);
  });
});
