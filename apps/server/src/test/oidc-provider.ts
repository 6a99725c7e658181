import { OAuth2Server } from "oauth2-mock-server";

export type OidcIdentity = { sub: string; email: string; name: string };

/** A real OpenID Connect provider on a free local port, standing in for Google's endpoints. */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let identity: OidcIdentity = { sub: "google-user-1", email: "oidc@example.com", name: "OIDC Collector" };
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { ...identity, email_verified: true });
  });
  server.service.on("beforeUserinfo", (userInfoResponse) => {
    userInfoResponse.body = { ...identity, email_verified: true };
  });
  const issuer = server.issuer.url ?? "";
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    server,
    setIdentity(next: OidcIdentity) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
