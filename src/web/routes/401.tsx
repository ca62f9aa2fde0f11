import { createFileRoute } from "@tanstack/react-router";
import { UnauthorizedPage } from "../components/ErrorPages.tsx";

export const Route = createFileRoute("/401")({
  component: UnauthorizedPage,
});
