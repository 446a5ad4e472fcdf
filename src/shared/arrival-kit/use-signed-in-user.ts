import { useStore } from 'zustand';
import type { User } from '../../api/schemas/user';
import { useElement } from '../../element/context';
import { keys } from '../../state/keys';

/** The signed-in guest's id, as the shared `user` resource has it (null until the session check answered). */
export function useSignedInUserId(): string | null {
  const { runtime } = useElement();
  return useStore(runtime.resources, (s) => {
    const user = s.entries[keys.user];
    return user?.status === 'ready' && (user.data as User | null)?.id != null ? String((user.data as User).id) : null;
  });
}
