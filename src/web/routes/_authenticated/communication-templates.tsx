import { createFileRoute } from "@tanstack/react-router";
import { TemplatesScreen } from "../../features/communication-templates/TemplatesScreen.tsx";
import { currentLocale, loadMessages } from "../../lib/i18n.ts";

/** Spec section 2's /communication-templates (issue 16): the club's e-mail templates (owner, admin, manager). */
export const Route = createFileRoute("/_authenticated/communication-templates")({
  // The list is asked for while the screen's code and texts download (decision 018). The route's options come
  // with the first download: the API module is imported here.
  loader: async ({ context: { queryClient, selected } }) => {
    const allowed = selected.access.permissions.includes("communications.send");
    await Promise.all([
      loadMessages("communicationTemplates", "richText", "templateValidation", "validation"),
      allowed
        ? import("../../features/communication-templates/api.ts").then(({ prefetchTemplates }) =>
            prefetchTemplates(queryClient, selected.club.id, currentLocale()),
          )
        : null,
    ]);
  },
  component: TemplatesScreen,
});
