import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UnsavedWork } from '../../../src/application/shell/unsavedWork';
import { bindAppUpdate } from '../../../src/composition/appUpdateBindings';
import { ContainerContext } from '../../../src/ui/app/containerContext';
import { UPDATE_HELD_TEXT } from '../../../src/ui/shell/appUpdate.texts';
import { UpdatePrompt } from '../../../src/ui/shell/UpdatePrompt';
import { createTestContainer } from '../../support/testContainer';

function renderPrompt() {
  const { container, adapters } = createTestContainer();
  bindAppUpdate(container);
  render(
    <ContainerContext.Provider value={container}>
      <UpdatePrompt />
    </ContainerContext.Provider>,
  );
  return { versions: adapters.appVersions, unsavedWork: container.get(UnsavedWork) };
}

describe('the new-version prompt', () => {
  it('shows nothing until a new version waits, then "A new version is ready — Reload", which reloads into it', async () => {
    const { versions } = renderPrompt();
    const before = screen.queryByRole('status');
    act(() => versions.announce());
    const text = screen.getByRole('status').textContent;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect({ before, text, takeOvers: versions.takeOvers }).toEqual({ before: null, text: 'A new version is ready — Reload', takeOvers: 1 });
  });

  it('does not reload under unsaved work, and says why', async () => {
    const { versions, unsavedWork } = renderPrompt();
    unsavedWork.register(() => true);
    act(() => versions.announce());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect({ held: screen.getByRole('status').textContent?.includes(UPDATE_HELD_TEXT), takeOvers: versions.takeOvers }).toEqual({ held: true, takeOvers: 0 });
  });
});
