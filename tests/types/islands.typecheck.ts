// Compiled by `npm run typecheck`, never run: each @ts-expect-error must meet the error it expects,
// or tsc fails with "Unused '@ts-expect-error' directive".
import { createElement } from 'react';
import type { IslandName } from '../../src/generated/islands';
import { Island } from '../../src/ui/islands/Island';
import emailCheck from '../../src/ui/EmailSignup/EmailCheck.island';

const props = { invalidMessage: '', successMessage: '' } as unknown as Parameters<typeof emailCheck.mount>[1];

export const known = createElement(Island, { of: emailCheck, when: 'visible', props, children: null });

// @ts-expect-error a trigger the runtime does not know
export const unknownTrigger = createElement(Island, { of: emailCheck, when: 'soon', props, children: null });

export const listed: IslandName = 'ui/EmailSignup/EmailCheck';

// @ts-expect-error an island name no module declares (the list is src/generated/islands.ts)
export const unlisted: IslandName = 'blocks/Newsletter/EmailCheck';
