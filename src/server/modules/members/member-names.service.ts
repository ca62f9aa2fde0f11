/*
 * Members' names by id, for the modules that write them into their own records (a ballot's groups, a green fee's
 * charge on an account). Kept apart from members.service.ts, whose imports reach the golf module: importing
 * these through it would make an import circle.
 */
export { memberNames, type NameRow } from "./members.repository.ts";
