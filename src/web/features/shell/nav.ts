import { IconLayoutDashboard } from "@tabler/icons-react";

/** The areas of the product that exist. Later issues add theirs here. */
export const navItems = [{ label: "Dashboard", to: "/", Icon: IconLayoutDashboard }] as const;
