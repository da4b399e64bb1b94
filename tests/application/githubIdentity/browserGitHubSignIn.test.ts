import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryGitHubSignIn } from '../../../src/adapters/memory/memoryGitHubSignIn.adapter';
import { MemoryNavigation } from '../../../src/adapters/memory/memoryNavigation.adapter';
import { MemorySessionGateway } from '../../../src/adapters/memory/memorySessionGateway.adapter';
import { SignOutOfGitHub } from '../../../src/application/githubIdentity/signOutOfGitHub';
import { StartGitHubSignIn } from '../../../src/application/githubIdentity/startGitHubSignIn';
import { UserSessionStore } from '../../../src/application/session/userSessionStore';

const PROFILE = { handle: 'satoshi', paymail: '', publicKey: '', avatarUrl: '', displayName: 'S' };

describe('StartGitHubSignIn', () => {
  it('sends the browser to the authorize page the server names, and nowhere when it refuses', async () => {
    const signIn = new MemoryGitHubSignIn('https://github.test/authorize');
    const navigation = new MemoryNavigation();
    const start = new StartGitHubSignIn(signIn, navigation);
    const started = await firstValueFrom(start.execute('/contracts'));
    signIn.failure = { code: 'not-configured' };
    const refused = await firstValueFrom(start.execute('/contracts'));
    expect([started.ok, refused.ok, navigation.assigned, signIn.calls]).toEqual([true, false, ['https://github.test/authorize'], ['start /contracts', 'start /contracts']]);
  });
});

describe('SignOutOfGitHub', () => {
  it('forgets the linked login on the page once the server has; keeps it when the server refused', async () => {
    const gateway = new MemorySessionGateway(new Map(), PROFILE);
    gateway.githubLogin = 'octo-dev';
    const store = new UserSessionStore(gateway);
    store.restore();
    const before = store.state.session;
    const signIn = new MemoryGitHubSignIn();
    signIn.failure = { code: 'unavailable' };
    await firstValueFrom(new SignOutOfGitHub(signIn, store).execute());
    const afterRefusal = store.state.session;
    signIn.failure = null;
    await firstValueFrom(new SignOutOfGitHub(signIn, store).execute());
    expect([before, afterRefusal, store.state.session]).toEqual([{ profile: PROFILE, githubLogin: 'octo-dev' }, { profile: PROFILE, githubLogin: 'octo-dev' }, { profile: PROFILE }]);
  });
});
