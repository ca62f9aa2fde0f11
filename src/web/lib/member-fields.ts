import { queryOptions } from "@tanstack/react-query";
import type { MemberField, MemberFieldInput, MemberFieldUpdate } from "../../shared/member-fields.ts";
import { api } from "./api-client.ts";
import { clubKeys } from "./club-keys.ts";

/*
 * The club's custom member fields (decision 064): defined in the membership settings, read by the member form
 * and record, the members list's columns and filters, and the messages' audiences. Staff read every field; a
 * member those visible to members.
 */
export const memberFieldKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "member-fields"] as const,
};

export function memberFieldsQuery(clubId: string) {
  return queryOptions({
    queryKey: memberFieldKeys.all(clubId),
    queryFn: async ({ signal }): Promise<MemberField[]> =>
      (await api.get("/api/clubs/{clubId}/member-fields", { path: { clubId }, signal })).fields,
  });
}

export function createMemberField(clubId: string, input: MemberFieldInput): Promise<MemberField> {
  return api.post("/api/clubs/{clubId}/member-fields", { path: { clubId }, body: input });
}

export function updateMemberField(
  clubId: string,
  fieldId: string,
  change: MemberFieldUpdate,
): Promise<MemberField> {
  return api.patch("/api/clubs/{clubId}/member-fields/{fieldId}", {
    path: { clubId, fieldId },
    body: change,
  });
}

export function deleteMemberField(clubId: string, fieldId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/member-fields/{fieldId}", { path: { clubId, fieldId } });
}

export async function orderMemberFields(clubId: string, ids: string[]): Promise<MemberField[]> {
  return (await api.put("/api/clubs/{clubId}/member-fields/order", { path: { clubId }, body: { ids } }))
    .fields;
}
