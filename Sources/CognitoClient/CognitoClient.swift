// The Cognito client is built in its own issue; this module exists now so the package layout, the
// library product and the executable's dependency graph are already in their final shape.
import CredKit
