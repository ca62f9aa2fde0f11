import { Button, Divider, Stack } from "@mantine/core";
import { IconBrandGithub, IconBrandGoogle, IconBrandWindows } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { OAuthProviderId } from "../../../shared/oauth-providers.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { runAuthCall } from "./auth-call.ts";
import { publicConfigQueryOptions } from "./public-config.ts";

const providers: Record<OAuthProviderId, { label: string; Icon: typeof IconBrandGithub }> = {
  google: { label: "Google", Icon: IconBrandGoogle },
  github: { label: "GitHub", Icon: IconBrandGithub },
  microsoft: { label: "Microsoft", Icon: IconBrandWindows },
};

/** One button per OAuth provider the server has configured; nothing when there is none. */
export function OAuthButtons({ callbackURL = "/" }: { callbackURL?: string }) {
  const t = useMessages("auth");
  const { data } = useQuery(publicConfigQueryOptions);
  const [pending, setPending] = useState<OAuthProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const configured = data?.oauthProviders ?? [];
  if (configured.length === 0) return null;

  async function start(provider: OAuthProviderId) {
    setPending(provider);
    setError(null);
    const result = await runAuthCall((client, fetchOptions) =>
      client.signIn.social({ provider, callbackURL, fetchOptions }),
    );
    if (result.ok && result.data?.url) {
      // Off to the provider, which sends the browser back to callbackURL.
      window.location.assign(result.data.url);
      return;
    }
    setError(result.ok ? t.errors.providerUnavailable : result.message);
    setPending(null);
  }

  return (
    <Stack gap="sm">
      <Divider label={t.oauth.or} labelPosition="center" />
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {configured.map((id) => {
        const { label, Icon } = providers[id];
        return (
          <Button
            key={id}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
            loading={pending === id}
            disabled={pending !== null && pending !== id}
            onClick={() => void start(id)}
          >
            {t.oauth.continueWith(label)}
          </Button>
        );
      })}
    </Stack>
  );
}
