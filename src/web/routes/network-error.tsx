import { createFileRoute } from "@tanstack/react-router";
import { NetworkErrorPage } from "../components/ErrorPages.tsx";

export const Route = createFileRoute("/network-error")({
  component: NetworkErrorPage,
});
