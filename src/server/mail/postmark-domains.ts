/**
 * Postmark's Domains API (account token), used when Postmark is the transport: Postmark makes the DKIM key
 * and signs the club's mail; the server registers the domain, shows Postmark's DKIM record and asks Postmark
 * to verify it (libraries.md).
 */

/** The fields of Postmark's domain details that Clubhouse reads. */
export interface PostmarkDomain {
  ID: number;
  Name: string;
  DKIMVerified: boolean;
  DKIMHost: string;
  DKIMTextValue: string;
  DKIMPendingHost: string;
  DKIMPendingTextValue: string;
  ReturnPathDomainVerified: boolean;
}

export class PostmarkDomainsError extends Error {
  override name = "PostmarkDomainsError";
}

export class PostmarkDomains {
  constructor(
    private readonly accountToken: string,
    private readonly apiUrl = "https://api.postmarkapp.com",
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<PostmarkDomain> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl.replace(/\/+$/, "")}${path}`, {
        method,
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "X-Postmark-Account-Token": this.accountToken,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PostmarkDomainsError(`the e-mail provider did not answer (${(error as Error).message})`);
    }
    let answer: Partial<PostmarkDomain> & { Message?: string; ErrorCode?: number } = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      // A body that is not JSON is reported with the status alone.
    }
    if (!response.ok || (answer.ErrorCode ?? 0) !== 0) {
      throw new PostmarkDomainsError(
        `${answer.Message ?? response.statusText} (Error Code ${answer.ErrorCode ?? "unknown"}, Status ${response.status})`,
      );
    }
    return answer as PostmarkDomain;
  }

  create(name: string): Promise<PostmarkDomain> {
    return this.call("POST", "/domains", { Name: name });
  }

  verifyDkim(id: string): Promise<PostmarkDomain> {
    return this.call("PUT", `/domains/${encodeURIComponent(id)}/verifyDkim`);
  }

  verifyReturnPath(id: string): Promise<PostmarkDomain> {
    return this.call("PUT", `/domains/${encodeURIComponent(id)}/verifyReturnPath`);
  }

  async remove(id: string): Promise<void> {
    await this.call("DELETE", `/domains/${encodeURIComponent(id)}`);
  }
}

/** Postmark's DKIM record: the active one once verified, the pending one until then. */
export function postmarkDkimRecord(domain: PostmarkDomain): { host: string; value: string } {
  return domain.DKIMHost && domain.DKIMTextValue
    ? { host: domain.DKIMHost, value: domain.DKIMTextValue }
    : { host: domain.DKIMPendingHost, value: domain.DKIMPendingTextValue };
}
