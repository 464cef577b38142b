// SPDX-License-Identifier: Apache-2.0
import CredKitCore

extension CognitoAdminClient {
    /// The most users or groups one page holds (Cognito's limit for `ListUsers`).
    public static let pageLimit = 60

    /// One page of the pool's users (`ListUsers`).
    /// - Parameters:
    ///   - filter: which users (``ListUsersFilter``, already checked against Cognito's grammar).
    ///   - attributes: the attributes to return (all when `nil`).
    ///   - limit: users per page, 1 to 60.
    ///   - next: the token of the page to read (`nil` for the first).
    /// - Throws: ``CognitoError``: 1000 for a malformed attribute name or limit (nothing sent);
    ///   5200–5210 from Cognito.
    public func listUsers(
        filter: ListUsersFilter? = nil, attributes: [String]? = nil, limit: Int = pageLimit, next: String? = nil
    ) async throws(CognitoError) -> CognitoPage<CognitoAdminUser> {
        var problems = limitProblems(limit)
        if let attributes { problems += client.attributeNameProblems(attributes) }
        try client.requireValid(problems, .listUsers)
        var members: [JSONObject.Member] = [.init(key: "Limit", value: .number(String(limit)))]
        if let attributes { members.append(.init(key: "AttributesToGet", value: .array(attributes.map(JSONValue.string)))) }
        if let filter { members.append(.init(key: "Filter", value: .string(filter.description))) }
        if let next { members.append(.init(key: "PaginationToken", value: .string(next))) }
        let response = try await send(.listUsers, members)
        return try Self.page(response, .listUsers, items: "Users", next: "PaginationToken", CognitoAdminUser.init)
    }

    /// One page of the pool's groups (`ListGroups`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 5300–5310 from Cognito.
    public func listGroups(limit: Int = pageLimit, next: String? = nil) async throws(CognitoError)
        -> CognitoPage<CognitoGroup>
    {
        try client.requireValid(limitProblems(limit), .listGroups)
        let response = try await send(.listGroups, pageMembers(limit, next))
        return try Self.page(response, .listGroups, items: "Groups", next: "NextToken", CognitoGroup.init)
    }

    /// One page of a group's users (`ListUsersInGroup`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 5400–5410 from Cognito (5401: no such group).
    public func listUsers(inGroup group: String, limit: Int = pageLimit, next: String? = nil)
        async throws(CognitoError) -> CognitoPage<CognitoAdminUser>
    {
        try client.requireValid(groupNameProblems(group) + limitProblems(limit), .listUsersInGroup)
        let response = try await send(
            .listUsersInGroup, [.init(key: "GroupName", value: .string(group))] + pageMembers(limit, next))
        return try Self.page(response, .listUsersInGroup, items: "Users", next: "NextToken", CognitoAdminUser.init)
    }

    /// One page of a user's groups (`AdminListGroupsForUser`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 5700–5710 from Cognito.
    public func listGroups(ofUser username: String, limit: Int = pageLimit, next: String? = nil)
        async throws(CognitoError) -> CognitoPage<CognitoGroup>
    {
        try client.requireValid(usernameProblems(username) + limitProblems(limit), .adminListGroupsForUser)
        let response = try await send(
            .adminListGroupsForUser, [.init(key: "Username", value: .string(username))] + pageMembers(limit, next))
        return try Self.page(response, .adminListGroupsForUser, items: "Groups", next: "NextToken", CognitoGroup.init)
    }

    /// Adds a user to a group (`AdminAddUserToGroup`; adding a member again changes nothing).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 5500–5510 from Cognito (5501: no such group).
    public func addUser(_ username: String, toGroup group: String) async throws(CognitoError) {
        try await groupAction(.adminAddUserToGroup, username, group)
    }

    /// Removes a user from a group (`AdminRemoveUserFromGroup`).
    /// - Throws: ``CognitoError``: 1000 (nothing sent); 5600–5610 from Cognito (5601: no such group).
    public func removeUser(_ username: String, fromGroup group: String) async throws(CognitoError) {
        try await groupAction(.adminRemoveUserFromGroup, username, group)
    }

    private func groupAction(_ operation: CognitoAPIOperation, _ username: String, _ group: String)
        async throws(CognitoError)
    {
        try client.requireValid(usernameProblems(username) + groupNameProblems(group), operation)
        _ = try await send(
            operation, [.init(key: "Username", value: .string(username)), .init(key: "GroupName", value: .string(group))])
    }

    private func pageMembers(_ limit: Int, _ next: String?) -> [JSONObject.Member] {
        [.init(key: "Limit", value: .number(String(limit)))] + (next.map { [.init(key: "NextToken", value: .string($0))] } ?? [])
    }

    private func limitProblems(_ limit: Int) -> [ValidationProblem] {
        guard !(1...Self.pageLimit).contains(limit) else { return [] }
        return [
            ValidationProblem(field: "limit", code: .tooMany) {
                Texts.string(.cognitoProblemTooMany, in: $0, ["field": "limit", "limit": String(Self.pageLimit)])
            }
        ]
    }

    /// Reads a page: every element must be an item, and the token, when present, a string.
    private static func page<Item>(
        _ response: JSONObject, _ operation: CognitoAPIOperation, items: String, next: String,
        _ read: (JSONObject) -> Item?
    ) throws(CognitoError) -> CognitoPage<Item> {
        var list: [Item] = []
        if case .array(let elements)? = response[items] {
            for element in elements {
                guard let item = element.objectValue.flatMap(read) else {
                    throw CognitoError(operation, .invalidResponse("an element of \(items) that is not one"))
                }
                list.append(item)
            }
        }
        let token = response[next]?.stringValue
        return CognitoPage(items: list, next: token?.isEmpty == false ? token : nil)
    }
}
