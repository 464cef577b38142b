/// Cognito client (built in its own issue).
public enum CognitoClientModule {}
