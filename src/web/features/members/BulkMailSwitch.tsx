import { Switch } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Member } from "../../../shared/members.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import { showToast } from "../../lib/toasts.ts";
import { memberKeys, updateOwnMember } from "./api.ts";

/**
 * A member's own choice on their record (issue 16): whether they receive the club's newsletters and
 * announcements. Saved as it is switched; transactional mail reaches them either way.
 */
export function OwnBulkMailSwitch({ member }: { member: Pick<Member, "bulkMailUnsubscribed"> }) {
  const t = useMessages("members").bulkMail;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (receive: boolean) => updateOwnMember(club.id, { bulkMailUnsubscribed: !receive }),
    meta: { handleErrors: false },
    onSuccess: () => notify(t.saved),
    onError: (error) => {
      const refused = refusalOf(error);
      if (refused) showToast({ message: refused.message || t.saveFailed, color: "red" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.me(club.id) }),
  });
  // While saving, the switch shows what was asked for.
  const checked = save.isPending ? save.variables : !member.bulkMailUnsubscribed;
  return (
    <Switch
      mt="md"
      label={t.label}
      description={t.description}
      checked={checked}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
