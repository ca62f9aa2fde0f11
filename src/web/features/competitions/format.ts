import type { MantineColor } from "@mantine/core";
import type { CompetitionStatus } from "../../../shared/competitions/model.ts";

/** Each state's badge colour. */
export const statusColor: Record<CompetitionStatus, MantineColor> = {
  draft: "gray",
  open: "green",
  closed: "yellow",
  drawn: "blue",
  published: "grape",
  cancelled: "red",
};
