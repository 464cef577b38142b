// SPDX-License-Identifier: Apache-2.0
/// Where remembered devices are kept between sign-ins, one per user pool and user: ``DeviceStore``
/// (a 0600 file) for the command line; an app conforms its Keychain items to this protocol.
///
/// A device outlives the session (signing out keeps it), so the next sign-in proves it again.
/// `pool` is ``CognitoSessionManager/devicePool(of:)``: the user pool, else the app client.
public protocol RememberedDeviceStorage: Sendable {
    /// The device kept for `username` in `pool`, if any.
    func device(pool: String, username: String) throws -> RememberedDevice?
    /// Keeps `device` for `username` in `pool`, replacing the one kept before.
    func save(_ device: RememberedDevice, pool: String, username: String) throws
    /// Forgets the device kept for `username` in `pool`, if any.
    /// - Returns: the device forgotten.
    @discardableResult
    func remove(pool: String, username: String) throws -> RememberedDevice?
}

extension DeviceStore: RememberedDeviceStorage {}
