import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { CardScreen } from "./CardScreen.tsx";
import { FormAlert } from "./FormAlert.tsx";

interface CardScreenWaitingProps {
  title: string;
  /** True when the screen's data could not be read: the error and a retry instead of the spinner. */
  failed: boolean;
  failedText: string;
  loadingText: string;
  tryAgainText: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A public card screen while its data loads (a link's page: unsubscribe, joining online), or when it could not. */
export function CardScreenWaiting(props: CardScreenWaitingProps) {
  return (
    <CardScreen title={props.title}>
      {props.failed ? (
        <Stack gap="md" align="flex-start">
          <FormAlert kind="error">{props.failedText}</FormAlert>
          <Button onClick={props.onRetry} loading={props.retrying}>
            {props.tryAgainText}
          </Button>
        </Stack>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{props.loadingText}</Text>
        </Group>
      )}
    </CardScreen>
  );
}

/**
 * A public page's screen until its data is there (decision 084's pages, joining online): loading, or failed with
 * a retry; or, when the server answered 404 (the query's null), `missing` with its text.
 */
export function CardScreenPending(props: {
  query: { data: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  texts: { loading: string; loadFailed: string; tryAgain: string };
  missing: string;
  missingText?: string;
}) {
  const { query, texts } = props;
  if (query.data === undefined) {
    return (
      <CardScreenWaiting
        title={texts.loading}
        failed={query.isError}
        failedText={texts.loadFailed}
        loadingText={texts.loading}
        tryAgainText={texts.tryAgain}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <CardScreen title={props.missing}>
      <Text>{props.missingText ?? props.missing}</Text>
    </CardScreen>
  );
}
