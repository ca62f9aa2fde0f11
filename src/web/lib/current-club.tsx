import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { ClubAccess, ClubSummary } from "../../shared/clubs.ts";
import type { Permission } from "../../shared/permissions.ts";

export interface CurrentClub {
  /** The selected club. */
  club: ClubSummary;
  /** Every club of the user, for the switcher. */
  clubs: readonly ClubSummary[];
  /** The user's role and permissions in the selected club, as the server says. */
  access: ClubAccess;
  /** Whether the role may do this. The server checks again; the screens only hide what it would refuse. */
  can: (permission: Permission) => boolean;
}

const CurrentClubContext = createContext<CurrentClub | null>(null);

export function CurrentClubProvider({
  club,
  clubs,
  access,
  children,
}: Omit<CurrentClub, "can"> & { children: ReactNode }) {
  const value = useMemo<CurrentClub>(
    () => ({ club, clubs, access, can: (p) => access.permissions.includes(p) }),
    [club, clubs, access],
  );
  return <CurrentClubContext value={value}>{children}</CurrentClubContext>;
}

/** The selected club of the signed-in screens (inside the authenticated layout only). */
export function useCurrentClub(): CurrentClub {
  const value = useContext(CurrentClubContext);
  if (!value) throw new Error("useCurrentClub is used outside the authenticated layout");
  return value;
}

/** The selected club where there is one (the signed-in screens), else null (the public pages). */
export function useOptionalCurrentClub(): CurrentClub | null {
  return useContext(CurrentClubContext);
}
