import { lazyComponent } from "../../lib/lazy.tsx";

/*
 * The forms that send something: they check with the shared schemas (zod), which the lists do not download;
 * their code loads when one is first opened (decision 018).
 */
export const LazyCompetitionForm = lazyComponent(() =>
  import("./CompetitionForm.tsx").then((m) => m.CompetitionForm),
);
export const LazyAddEntrantDialog = lazyComponent(() =>
  import("./AddEntrantDialog.tsx").then((m) => m.AddEntrantDialog),
);
