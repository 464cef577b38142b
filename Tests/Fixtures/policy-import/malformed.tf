resource "aws_cognito_user_pool" "pool" {
  name = "users"

  password_policy {
    minimum_length = 12
  
