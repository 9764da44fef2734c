// GET /.well-known/jwks.json: the public key of the built-in access-token issuer
import { ownJwks } from '@/lib/auth/keys';

export async function GET(): Promise<Response> {
  return Response.json(await ownJwks(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
