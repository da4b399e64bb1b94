import { safeHttpUrl } from '../shared/httpUrl';

/** A profile's avatar address when it is a safe http(s) URL; else null (the avatar is not loaded). */
export const safeAvatarUrl = safeHttpUrl;

/** An avatar a profile may carry: none ('') or a safe http(s) URL. */
export const isLoadableAvatarUrl = (url: string): boolean => url === '' || safeHttpUrl(url) !== null;
