import { APIError, type CollectionBeforeDeleteHook } from 'payload';
import { describeUses, findPictureUses } from './usage';

/**
 * A picture a published page or a newest draft still shows cannot be deleted: the editor is told
 * where it is used. One only old versions name goes, and leaves those versions without it.
 */
export const refuseUsedDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses = await findPictureUses(req.payload, id);
  if (!uses.length) return;
  const where = describeUses(uses);
  throw new APIError(`This file is used by ${where}. Take it out there first (old versions do not count).`, 409, { uses }, true);
};
