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
