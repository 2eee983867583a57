import type { Projector } from '../projector';
import { directoryProjector } from './directory-projector';
import { notesProjector } from './notes-projector';

/** Every projector the server runs. */
export const ALL_PROJECTORS: readonly Projector[] = [notesProjector, directoryProjector];

export { directoryProjector, notesProjector };
