// SPDX-License-Identifier: Apache-2.0
@_exported import CredKitPolicy
