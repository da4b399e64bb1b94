import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryOfflineAnswers } from '../../../src/adapters/memory/memoryOfflineAnswers.adapter';
import { bindAppUpdate } from '../../../src/composition/appUpdateBindings';
import { bindOfflineAnswers } from '../../../src/composition/offlineAnswersBindings';
import { OfflineAnswers } from '../../../src/ports/offlineAnswers.port';
import { ContainerContext } from '../../../src/ui/app/containerContext';
import { FloatingNotices } from '../../../src/ui/shell/FloatingNotices';
import { createTestContainer } from '../../support/testContainer';

describe('the floating notices', () => {
  it('shows nothing at first, then the offline note and the new-version prompt side by side, the note first', () => {
    const { container, adapters } = createTestContainer();
    const answers = new MemoryOfflineAnswers('/bounties');
    container.bind(OfflineAnswers).toConstantValue(answers);
    bindAppUpdate(container);
    bindOfflineAnswers(container);
    render(
      <ContainerContext.Provider value={container}>
        <FloatingNotices />
      </ContainerContext.Provider>,
    );
    const before = screen.queryAllByRole('status').length;
    act(() => {
      answers.answer('/api/bounties', Date.UTC(2026, 10, 29, 9, 5));
      adapters.appVersions.announce();
    });
    expect([before, screen.getAllByRole('status').map((status) => status.textContent)]).toEqual([
      0,
      ['Offline: this page shows its data as of 2026-11-29 09:05 UTC.', 'A new version is ready — Reload'],
    ]);
  });
});
